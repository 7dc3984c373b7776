/** Where the OpenAPI description is published, beside the `/api` page: site-absolute URLs. */
export const openApiUrls = { json: '/api/openapi.json', yaml: '/api/openapi.yaml' } as const;
