/** The fields a projection keeps: `true` keeps a field whole, a nested projection keeps part of it. */
export type Projection = ReadonlyMap<string, Projection | true>;

/** Why a `fields` value cannot be applied; the message names the field. */
export class ProjectionError extends Error {
  override readonly name = 'ProjectionError';
}

/**
 * Parses a `fields` value, a comma-separated list of dot paths (`id,addressFin,coordinates.latitude`), against the
 * paths the records have. A path listed whole wins over parts of it listed too.
 */
export function parseProjection(fields: string, known: ReadonlySet<string>): Projection {
  const root = new Map<string, Map<string, unknown> | true>();
  const paths = fields
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.length === 0) throw new ProjectionError(`fields ${JSON.stringify(fields)} names no field`);
  for (const path of paths) {
    if (!known.has(path)) throw new ProjectionError(`fields: the records have no field "${path}"`);
    const keys = path.split('.');
    let node = root;
    for (const [i, key] of keys.entries()) {
      const existing = node.get(key);
      if (existing === true) break;
      if (i === keys.length - 1) {
        node.set(key, true);
        break;
      }
      const child = existing ?? new Map<string, Map<string, unknown> | true>();
      node.set(key, child);
      node = child as Map<string, Map<string, unknown> | true>;
    }
  }
  return root as Projection;
}

/** The record with only the projected fields; lists keep every item, each projected; `null` stays `null`. */
export function project(value: unknown, projection: Projection): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, projection));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, keep] of projection) {
    if (!(key in source)) continue;
    result[key] = keep === true ? source[key] : project(source[key], keep);
  }
  return result;
}
