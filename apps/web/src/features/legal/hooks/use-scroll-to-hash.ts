import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section named in the URL fragment (e.g. /privacy#retention). The router does
 * not do this, and the page may render after the browser's own attempt. Waiting a frame lets the
 * layout's scroll-to-top on navigation run first.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
