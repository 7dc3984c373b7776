import { FallbackHeading as BaseFallbackHeading } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';
import { PostHeader } from '../../blog/PostChrome';

/** The title Rspress writes from the front matter when the page has no `#` heading; on a post, the post's header. */
export function FallbackHeading(props: ComponentProps<typeof BaseFallbackHeading>): ReactNode {
  return (
    <>
      <BaseFallbackHeading {...props} />
      {props.level === 1 && <PostHeader />}
    </>
  );
}
