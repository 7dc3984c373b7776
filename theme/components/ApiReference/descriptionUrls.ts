/** Where the description is published, beside the `/api` page (plugins/openapi). */
export const openApiJsonUrl = '/api/openapi.json';
export const openApiYamlUrl = '/api/openapi.yaml';
