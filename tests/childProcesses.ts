/** How many child processes this process has running now (Node's `ProcessWrap` handles). */
export const childProcesses = (): number =>
  process.getActiveResourcesInfo().filter((kind) => kind === 'ProcessWrap').length;
