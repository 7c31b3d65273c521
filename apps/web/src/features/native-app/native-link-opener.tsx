import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNativeApp } from '../../lib/native/is-native-app';

/**
 * In the native app, a tapped approval, invitation, sign-up or password-reset link (Android App Links, iOS Universal
 * Links) opens the app; this takes the app to the link's page. Nothing on the web, where the link is the page.
 */
export function NativeLinkOpener() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isNativeApp()) return;
    let isMounted = true;
    let stopListening: (() => void) | undefined;
    void import('@capacitor/app')
      .then(({ App }) =>
        App.addListener('appUrlOpen', ({ url }) => {
          const link = new URL(url);
          navigate(`${link.pathname}${link.search}`);
        }),
      )
      .then((listener) => {
        if (isMounted) stopListening = () => void listener.remove();
        else void listener.remove();
      });
    return () => {
      isMounted = false;
      stopListening?.();
    };
  }, [navigate]);
  return null;
}
