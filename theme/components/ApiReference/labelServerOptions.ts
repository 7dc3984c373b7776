import type { ScalarPatch } from './useScalarPatches';

/** A server as Scalar's server list offers it. */
export interface ListedServer {
  url: string;
  description?: string;
}

/**
 * Adds each server's description to its entry in Scalar's server list, which shows only URLs: the sandbox's URL is
 * the production host's with a trailing slash (shared/site.ts), and a reader must see which one is the sandbox
 * before picking it. Scalar shows the description of the selected server only, below the list's button.
 */
export function labelServerOptions(servers: readonly ListedServer[], className: string | undefined): ScalarPatch {
  return {
    selector: '[role="option"]:not([data-vh-server])',
    apply(option) {
      const server = servers.find(({ url }) => url === option.textContent?.trim());
      if (!server?.description) return;
      option.setAttribute('data-vh-server', server.url);
      const description = document.createElement('span');
      if (className) description.className = className;
      description.textContent = server.description;
      option.append(description);
    },
  };
}
