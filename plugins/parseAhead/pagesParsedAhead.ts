import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import { type ParserSyntax, sameSyntax } from './parserSyntax.ts';
import type { ParsedPage, ParseRequest, ToParser } from './worker.ts';

/**
 * How many pages whose compile parsed are told to the worker in one message (each message wakes its thread): at most
 * 8, and a quarter of the lead, so that the worker's lead is never full only of pages the compile took.
 */
const takenInOneMessage = (maxLead: number) => Math.min(8, Math.max(1, Math.floor(maxLead / 4)));

export interface PagesParsedAhead {
  /** The compile will compile `file`, after the files reached before it: the worker parses them in that order. */
  reached(file: string): void;
  /**
   * The tree of `file` if the worker has posted it, parsed from `text` by a parser of the same `syntax`; otherwise
   * `undefined`, and the compile parses the page itself. Either way the page is no longer the worker's to parse.
   */
  take(file: string, text: string, syntax: ParserSyntax): Root | undefined;
  /** Whether the worker's tree of `file` is in, to be taken. */
  ready(file: string): boolean;
  /** How many pages the compile took a tree for, and how many it parsed itself. */
  counts(): { taken: number; parsed: number };
  /** Ends the worker; a page taken after this is parsed by the compile. */
  stop(): void;
}

/**
 * Starts the worker (`worker.ts`) that parses pages ahead of the compile. The trees come on a port that the main
 * thread reads only when a compile parses (`receiveMessageOnPort`): a tree that is not there yet is not waited for,
 * the compile parses the page itself; so the build's thread never waits for the worker.
 */
export function pagesParsedAhead(request: Omit<ParseRequest, 'trees'>): PagesParsedAhead {
  const { port1: trees, port2: workerEnd } = new MessageChannel();
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    workerData: { ...request, trees: workerEnd } satisfies ParseRequest,
    transferList: [workerEnd],
  });
  // A failed worker costs only speed: the compile parses every page it did not post.
  worker.on('error', (error) => console.warn(`Parsing ahead stopped: ${error.message}`));
  worker.unref();
  const tell = (message: ToParser) => worker.postMessage(message);

  const known = new Set<string>();
  // The compile reaches its pages a few thousand at once as it starts: they go to the worker in one message.
  let reachedNotTold: string[] = [];
  const tellReached = () => {
    tell({ reached: reachedNotTold });
    reachedNotTold = [];
  };
  /** Posted by the worker and not yet taken. */
  const posted = new Map<string, ParsedPage>();
  const done = new Set<string>();
  let takenNotTold: string[] = [];
  let taken = 0;
  let parsed = 0;

  const tellTaken = () => {
    if (takenNotTold.length > 0) tell({ taken: takenNotTold });
    takenNotTold = [];
  };
  let stopped = false;
  const receive = () => {
    if (stopped) return;
    for (let message = receiveMessageOnPort(trees); message; message = receiveMessageOnPort(trees)) {
      const page = message.message as ParsedPage;
      // A page the compile parsed itself before the worker's tree came.
      if (!done.has(page.file)) posted.set(page.file, page);
    }
  };

  return {
    reached(file) {
      if (known.has(file)) return;
      known.add(file);
      reachedNotTold.push(file);
      if (reachedNotTold.length === 1) setImmediate(tellReached);
    },
    take(file, text, syntax) {
      receive();
      const page = posted.get(file);
      posted.delete(file);
      done.add(file);
      takenNotTold.push(file);
      const tree = page && page.text === text && sameSyntax(page.syntax, syntax) ? page.tree : undefined;
      // Not there: the worker is behind, so it hears at once what it need not parse.
      if (tree === undefined || takenNotTold.length >= takenInOneMessage(request.maxLead)) tellTaken();
      if (tree === undefined) parsed += 1;
      else taken += 1;
      return tree;
    },
    ready(file) {
      receive();
      return posted.has(file);
    },
    counts: () => ({ taken, parsed }),
    stop() {
      stopped = true;
      trees.close();
      void worker.terminate();
    },
  };
}
