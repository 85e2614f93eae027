import { Tooltip as RadixTooltip } from 'radix-ui';
import { type PointerEvent, type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { TOOLTIP } from '../lib/ui-constants';
import * as styles from './Tooltip.css';
import { createTouchTooltipTimer } from './tooltip-touch';

interface TooltipProps {
  /** What the tip says; keep it short, it is at most 300 px wide. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or a link), which receives the tooltip's handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Runs `handler` for touch pointers only; mouse and pen are Radix's. */
function onTouch(handler: () => void) {
  return (event: PointerEvent) => {
    if (event.pointerType === 'touch') handler();
  };
}

/**
 * A tooltip with fixed timing: it opens 100 ms after the pointer enters or at once on keyboard focus
 * (Radix), and on touch after a 700 ms press, staying 1500 ms after the finger lifts (tooltip-touch.ts, since Radix
 * leaves touch alone). Never put anything only in a tooltip that a person needs to act.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [hoverOpen, setHoverOpen] = useState(false);
  const [touchOpen, setTouchOpen] = useState(false);
  const [touch] = useState(() => createTouchTooltipTimer({ onOpenChange: setTouchOpen }));
  useEffect(() => () => touch.cancel(), [touch]);

  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.enterDelayMs}>
      <RadixTooltip.Root open={hoverOpen || touchOpen} onOpenChange={setHoverOpen}>
        <RadixTooltip.Trigger
          asChild
          className={styles.trigger}
          onPointerDown={onTouch(touch.touchStart)}
          onPointerUp={onTouch(touch.touchEnd)}
          onPointerCancel={onTouch(touch.touchEnd)}
          onContextMenu={(event) => {
            if (touch.isOpen()) event.preventDefault();
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={styles.content}
            side={side}
            sideOffset={6}
            collisionPadding={8}
            onPointerDownOutside={touch.cancel}
            onEscapeKeyDown={touch.cancel}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
