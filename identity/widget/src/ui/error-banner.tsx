import { useEffect, useRef } from 'react';
import { AlertIcon } from './icons.tsx';

/**
 * Form error banner (spec §8 "Transport handling"): role="alert" so screen readers announce it; scrolled
 * into view when it appears. Renders nothing without a message.
 */
export function ErrorBanner({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref} role="alert" className={message ? 'siw-banner' : 'siw-banner-empty'}>
      {message ? (
        <>
          <AlertIcon />
          <p>{message}</p>
        </>
      ) : null}
    </div>
  );
}
