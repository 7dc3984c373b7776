import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import type { ColorMode } from '../../../shared/site';
import { useColorMode } from '../../colorMode/useColorMode';
import styles from './index.module.css';

function IconSystem(): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

const options: ReadonlyArray<{ mode: ColorMode; label: string; icon: ReactNode }> = [
  { mode: 'light', label: 'Light', icon: <SvgWrapper icon={IconSun} width={16} height={16} aria-hidden="true" /> },
  { mode: 'dark', label: 'Dark', icon: <SvgWrapper icon={IconMoon} width={16} height={16} aria-hidden="true" /> },
  { mode: 'system', label: 'System', icon: <IconSystem /> },
];

/** Three-way colour mode control (light / dark / system), in the slot of Rspress's two-way `SwitchAppearance`. */
export function SwitchAppearance({ onClick }: { onClick?: () => void }): ReactNode {
  const { mode, setMode } = useColorMode();
  return (
    <fieldset className={`vh-color-mode ${styles.group}`}>
      <legend className={styles.legend}>Colour mode</legend>
      {options.map((option) => (
        <button
          key={option.mode}
          type="button"
          className={`vh-color-mode__option ${styles.option}`}
          aria-pressed={mode === option.mode}
          aria-label={option.label}
          title={`${option.label} colour mode`}
          onClick={() => {
            setMode(option.mode);
            onClick?.();
          }}
        >
          {option.icon}
        </button>
      ))}
    </fieldset>
  );
}
