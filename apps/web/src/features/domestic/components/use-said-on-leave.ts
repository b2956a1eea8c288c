import { useState } from 'react';

/**
 * A setup field's refusal said when the engineer leaves the field, not at each key on the way to
 * a number: '1' on the way to '19' is below the Natural Gas 18 mbar minimum (decision 0907). A
 * refusal already showing when the field is entered stays live, so it goes as soon as the text is
 * right. Spread the result's handlers on the field and show its `error`.
 */
export function useSaidOnLeave(error: string | undefined) {
  const [isTyping, setTyping] = useState(false);
  return {
    error: isTyping ? undefined : error,
    onFocus: () => setTyping(!error),
    onBlur: () => setTyping(false),
  };
}
