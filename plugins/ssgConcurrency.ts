import type { RspressPlugin } from '@rspress/core';
import { ssgConcurrencyVariable } from './upstream/rspress/build.ts';

/**
 * Fewer pages rendered at once by Rspress's static-site generation (32 by default): each page in flight holds its
 * React tree and its HTML, and the render comes last, when both bundles' module graphs are still in memory, so it
 * sets a large build's peak; fewer at once lower it in the same render time, as the render runs on one thread either
 * way (bench/NOTES.md). A value already in the environment wins.
 */
export function pluginSsgConcurrency(pages: number): RspressPlugin {
  return {
    name: 'vihje-ssg-concurrency',
    config(config) {
      process.env[ssgConcurrencyVariable] ??= String(pages);
      return config;
    },
  };
}
