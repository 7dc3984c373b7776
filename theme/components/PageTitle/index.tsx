import { getCustomMDXComponent } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';
import { PostHeader } from '../../blog/PostChrome';

const { h1: Title } = getCustomMDXComponent();

/** A page's `#` heading (the MDX `h1`); on a post, followed by the post's header. */
export function PageTitle(props: ComponentProps<'h1'>): ReactNode {
  return (
    <>
      <Title {...props} />
      <PostHeader />
    </>
  );
}
