export { createSampleApi, type SampleAnswer, type SampleApi, type SampleData } from './createSampleApi';
export { fieldPathsOf } from './fieldPaths';
export { type Filter, FilterSyntaxError, matchesFilter, parseFilter } from './filterExpression';
export { type Projection, ProjectionError, parseProjection, project } from './projection';
export { matchesQuery } from './textMatch';
