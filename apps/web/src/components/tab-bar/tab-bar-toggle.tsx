import FloatingBubble from 'antd-mobile/es/components/floating-bubble';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import UpOutline from 'antd-mobile-icons/es/UpOutline';
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tab-bar-toggle.module.css';

/** Spec §9: the button sits 52 px from the right and 200 px from the bottom of the window. */
export const BUBBLE_FROM_RIGHT = 52;
export const BUBBLE_FROM_BOTTOM = 200;
export const BUBBLE_GAP = 8;
export const BUBBLE_COLOR = '#0865FF';
/** 52 − 8: a bubble this size keeps the 8 px gap to the right edge, and is a full touch target. */
const BUBBLE_SIZE = BUBBLE_FROM_RIGHT - BUBBLE_GAP;

function homePosition() {
  return { left: window.innerWidth - BUBBLE_FROM_RIGHT, top: window.innerHeight - BUBBLE_FROM_BOTTOM };
}

const AT_HOME = { x: 0, y: 0 };

/** Where the bubble rests: recomputed, and the bubble brought back there, on every resize. */
function useBubbleHome() {
  const [home, setHome] = useState(homePosition);
  const [offset, setOffset] = useState(AT_HOME);
  useEffect(() => {
    const onResize = () => {
      setHome(homePosition());
      setOffset({ ...AT_HOME }); // a new object, so the bubble animates back even from 0,0
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { home, offset, setOffset };
}

export interface TabBarToggleProps {
  raised: boolean;
  onToggle: () => void;
}

/** A press that moved the bubble less than this is a tap, not a drag. */
const TAP_SLOP = 4;

/**
 * The floating draggable button that raises and lowers the tab bar (spec §1, §9).
 *
 * Taps are told from drags here rather than by the gesture library: on touch screens it
 * listens to touch events only and swallows any click it did not see begin (a mouse click,
 * an automated click), so a wrapper sees each click first, in the capture phase, toggles
 * unless the bubble was just dragged, and stops the click there. Keyboard presses on the
 * inner button arrive the same way.
 */
export function TabBarToggle({ raised, onToggle }: TabBarToggleProps) {
  const { t } = useTranslation();
  const { home, offset, setOffset } = useBubbleHome();
  const pressedAt = useRef(offset);
  const dragged = useRef(false);
  const Icon = raised ? DownOutline : UpOutline;

  const style = {
    '--initial-position-left': `${home.left}px`,
    '--initial-position-top': `${home.top}px`,
    '--edge-distance': `${BUBBLE_GAP}px`,
    '--background': BUBBLE_COLOR,
    '--size': `${BUBBLE_SIZE}px`,
    '--z-index': '1000',
  } as CSSProperties;

  const onPress = () => {
    pressedAt.current = offset;
    dragged.current = false;
  };
  const onMove = (next: { x: number; y: number }) => {
    const distance = Math.abs(next.x - pressedAt.current.x) + Math.abs(next.y - pressedAt.current.y);
    if (distance > TAP_SLOP) dragged.current = true;
    setOffset(next);
  };
  const onClickCapture = (event: MouseEvent) => {
    event.stopPropagation();
    if (!dragged.current) onToggle();
    dragged.current = false;
  };

  return (
    <div
      className={styles.anchor}
      onPointerDownCapture={onPress}
      onTouchStartCapture={onPress}
      onClickCapture={onClickCapture}
    >
      <FloatingBubble
        axis="xy"
        magnetic="x"
        offset={offset}
        onOffsetChange={onMove}
        style={style}
        data-testid="tabbar-bubble"
      >
        <button
          type="button"
          data-testid="tabbar-toggle"
          className={styles.button}
          aria-pressed={raised}
          aria-label={raised ? t('tabBar.lower') : t('tabBar.raise')}
        >
          <Icon data-icon={raised ? 'arrow-down' : 'arrow-up'} className={styles.icon} aria-hidden="true" />
        </button>
      </FloatingBubble>
    </div>
  );
}
