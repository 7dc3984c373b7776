import { withBase } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { scalarFragment } from '../../../../shared/apiAnchors';
import type { ApiReferenceData } from '../../../../shared/apiReference';
import { openApiUrls } from '../../../../shared/apiUrls';
import { sandboxServer } from '../../../../shared/site';
import { authenticationId } from './OperationSection';
import styles from './ReferenceIntro.module.css';
import { RichText } from './RichText';

/** Title, version, servers, the API's description, its security schemes and the description's downloads. */
export function ReferenceIntro({ reference }: { reference: ApiReferenceData }): ReactNode {
  return (
    <section id={reference.introductionId} className={`vh-api-static__intro ${styles.intro}`}>
      <h1 id={scalarFragment(reference.introductionId)} className={styles.title}>
        {reference.title}
      </h1>
      <p className={styles.meta}>
        Version {reference.version}
        {reference.servers.map((server) => (
          <span key={server.url}>
            {' · '}
            <code>{server.url}</code>
            {server.description && ` (${server.description})`}
          </span>
        ))}
      </p>
      {reference.summary && <p className={styles.summary}>{reference.summary}</p>}
      <RichText nodes={reference.description} className={styles.description} />
      <p>
        The description as <a href={withBase(openApiUrls.json)}>OpenAPI JSON</a> or{' '}
        <a href={withBase(openApiUrls.yaml)}>YAML</a>.
      </p>
      <p className="vh-api-static__sandbox">
        Try any operation without a key: pick <strong>{sandboxServer.description}</strong> in the server list and every
        request is answered in your browser, from {sandboxServer.holds}.
      </p>
      <h2 id={authenticationId}>Authentication</h2>
      <ul className={styles.schemes}>
        {reference.securitySchemes.map((scheme) => (
          <li key={scheme.name}>
            <p>
              <code>{scheme.name}</code>: {scheme.label}
            </p>
            <RichText nodes={scheme.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}
