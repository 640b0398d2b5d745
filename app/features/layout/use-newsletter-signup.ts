import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the confirmation stays before the field clears (SPEC §9). */
export const newsletterMessageMs = 3000;

export const newsletterSuccessMessage = '✓ Successfully subscribed!';

/**
 * The newsletter field's state. Subscribing with a non-empty email shows the confirmation for
 * three seconds, then clears the field. Nothing is sent anywhere (SPEC §7).
 */
export function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const subscribe = useCallback((): boolean => {
    if (email.trim() === '') return false;
    setSubscribed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSubscribed(false);
      setEmail('');
    }, newsletterMessageMs);
    return true;
  }, [email]);

  return { email, setEmail, subscribed, subscribe };
}
