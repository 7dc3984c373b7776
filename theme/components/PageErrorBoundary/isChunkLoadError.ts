/** Whether `error` is a failed chunk download (Rspack names it ChunkLoadError) rather than a bug in the page. */
export function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message);
}
