import { type ReactNode, useId, useState } from 'react';
import { sandboxServer, site } from '../../../shared/site';
import styles from './index.module.css';
import { statusText } from './statusText';

/** The request a docs sample sends, read from its curl command at build time (plugins/tryIt). */
export interface TryItProps {
  method: string;
  /** Path and query on the API's host. */
  target: string;
  contentType?: string;
  body?: string;
}

/** The answer as the panel shows it. */
interface Answer {
  status: number;
  contentType: string;
  body: string;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'answered'; answer: Answer } | { kind: 'failed' };

/** The body, indented when it is JSON. */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A path and query as a reader types it: `q=Hämeenkatu 1`, not `q=H%C3%A4meenkatu+1`. */
function readableTarget(target: string): string {
  try {
    return decodeURIComponent(target.replaceAll('+', ' '));
  } catch {
    return target;
  }
}

/**
 * "Try it" under a docs request sample: sends the sample's request to the in-browser sandbox (sample data, no key)
 * and shows the status, the content type and the body in place. The sandbox's code and data download at the first
 * press; before it, the control is one line of static HTML, so nothing moves for a reader who never presses it.
 */
export function TryIt({ method, target, contentType, body }: TryItProps): ReactNode {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const captionId = useId();
  // Rspress renders each page's React tree to Markdown for its llms output: a control has nothing to say there.
  if (import.meta.env.SSG_MD) return null;

  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const { readerSandboxFetch } = await import('../../sandbox/sandboxFetch');
      const response = await readerSandboxFetch(`${site.apiUrl}${target}`, {
        method,
        ...(body === undefined ? {} : { body, headers: { 'content-type': contentType ?? 'application/json' } }),
      });
      const answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: readable(await response.text()),
      };
      setState({ kind: 'answered', answer });
    } catch (error) {
      console.error('The sandbox could not answer.', error);
      setState({ kind: 'failed' });
    }
  };

  return (
    <div className={`vh-try-it ${styles.tryIt}`}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.button}
          onClick={send}
          disabled={state.kind === 'sending'}
          aria-describedby={captionId}
        >
          {state.kind === 'answered' ? 'Send again' : 'Try it'}
        </button>
        <span id={captionId} className={styles.caption}>
          <code>
            {method} {readableTarget(target)}
          </code>{' '}
          to the sandbox: {sandboxServer.terms}
        </span>
      </div>
      <div aria-live="polite" className={styles.result}>
        {state.kind === 'sending' && <p className={styles.status}>Sending…</p>}
        {state.kind === 'failed' && (
          <p className={styles.status}>The sandbox could not load. Check your connection and try again.</p>
        )}
        {state.kind === 'answered' && (
          <>
            <p className={styles.status}>
              <strong>
                {state.answer.status} {statusText(state.answer.status)}
              </strong>{' '}
              <span className={styles.header}>content-type: {state.answer.contentType}</span>
            </p>
            <section aria-label={`Response body, ${state.answer.status}`}>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard. */}
              <pre className={styles.body} tabIndex={0}>
                <code>{state.answer.body}</code>
              </pre>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
