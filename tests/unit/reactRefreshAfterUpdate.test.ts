import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// patches/@rspack+plugin-react-refresh+2.0.2+001+refresh-after-the-update-task.patch: React Refresh re-renders
// the edited page once the task that applied the hot update has run, not 30 ms after it. This test holds the
// installed client to that, and to one refresh for all the modules of an update.

/** The React Refresh client's update queue (`client/refreshUtils.js`, which the package does not export). */
interface RefreshUtils {
  enqueueUpdate(callback?: () => void): void;
}

const packageDir = path.dirname(createRequire(import.meta.url).resolve('@rspack/plugin-react-refresh/package.json'));
const refreshUtils = (): Promise<RefreshUtils> =>
  import(pathToFileURL(path.join(packageDir, 'client/refreshUtils.js')).href);

/** Resolves after the timers already due at the next turn of the event loop have run. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("React Refresh's update", () => {
  it('re-renders in the turn after the update is applied, once for all the modules the update executed', async () => {
    const { enqueueUpdate } = await refreshUtils();
    const refreshed: string[] = [];
    // Each module of one hot update asks for a refresh as it is executed, all in the update's task.
    enqueueUpdate(() => refreshed.push('first module'));
    enqueueUpdate(() => refreshed.push('second module'));
    expect(refreshed).toEqual([]);

    await nextTurn();
    expect(refreshed).toEqual(['first module']);

    // The next update gets its own refresh.
    enqueueUpdate(() => refreshed.push('next update'));
    await nextTurn();
    expect(refreshed).toEqual(['first module', 'next update']);
  });
});
