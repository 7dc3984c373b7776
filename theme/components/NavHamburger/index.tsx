/*
 * Ejected from Rspress 2.0.22 (theme/components/NavHamburger): its mid-width menu put the hover group (a <ul> of
 * <div>s) inside the <button>, which is invalid HTML, and no slot reaches it. Here the element styled as the
 * hamburger is a <div> holding an icon-only <button> and, beside it, the hover group with its content in an <li>.
 * The small-screen button and the nav screen are as upstream.
 */

import { IconSmallMenu, SocialLinks, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { rspressMarkup } from '../../../shared/rspressMarkup';
import {
  type NavItemsSlots,
  NavScreen,
  NavScreenAppearance,
  NavScreenDivider,
  NavScreenLangs,
  NavVersions,
  useNavScreen,
} from '../../upstream/rspress';
import styles from './index.module.css';

/** The navbar's menu button: a full-screen menu below 769 px, a hover menu up to 1280 px. */
export function NavHamburger(props: NavItemsSlots): ReactNode {
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    customChildren: (
      <li className={`rp-nav-menu__others-mobile__container ${styles.item}`}>
        <div className="rp-nav-hamburger__md__hover-group">
          <NavScreenAppearance />
          <NavVersions />
          <NavScreenLangs />
          <NavScreenDivider />
          <SocialLinks />
        </div>
      </li>
    ),
  });
  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  const modal = typeof document === 'undefined' ? null : document.getElementById(rspressMarkup.modalContainerId);
  return (
    <>
      {isScreenOpen &&
        modal &&
        createPortal(
          <NavScreen
            beforeLeftNavItems={props.beforeLeftNavItems}
            afterLeftNavItems={props.afterLeftNavItems}
            beforeRightNavItems={props.beforeRightNavItems}
            afterRightNavItems={props.afterRightNavItems}
            isScreenOpen={isScreenOpen}
            toggleScreen={toggleScreen}
          />,
          modal,
        )}
      <button
        type="button"
        onClick={toggleScreen}
        aria-label="Site navigation"
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only opens early; the button is the keyboard path. */}
      <div
        className={`rp-nav-hamburger rp-nav-hamburger__md${active} ${styles.anchor}`}
        onMouseEnter={handleMouseEnter}
        onMouseLeave={handleMouseLeave}
      >
        <button type="button" className={styles.button} aria-label="More options" onClick={handleMouseEnter}>
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}
