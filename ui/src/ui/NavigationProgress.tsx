import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the router loads the next page (code or data). It eases
 * towards 90 % over 20 s (the spec's progress-bar timing) and completes when the page is ready.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (busy) {
      setPhase('running');
      return;
    }
    setPhase((p) => (p === 'running' ? 'done' : p));
    const timer = setTimeout(() => setPhase('idle'), 350);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'idle') return null;
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5">
      <div
        className="h-full origin-left bg-primary shadow-[0_0_8px_var(--primary)]"
        style={
          phase === 'running'
            ? { animation: 'cd-progress 20s cubic-bezier(0.08, 0.7, 0.2, 1) forwards' }
            : { transform: 'scaleX(1)', opacity: 0, transition: 'transform 200ms ease-out, opacity 300ms ease 100ms' }
        }
      />
    </div>
  );
}
