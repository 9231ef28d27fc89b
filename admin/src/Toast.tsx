import { useNotify } from 'react-admin';

/** Product spec section 8: a title and, below it, a description. */
export function toastText(title: string, description?: string): string {
  return description ? `${title}\n${description}` : title;
}

export function useToast() {
  const notify = useNotify();
  const show = (type: 'success' | 'error' | 'warning' | 'info') => (title: string, description?: string) =>
    notify(toastText(title, description), {
      type,
      multiLine: Boolean(description),
      messageArgs: { _: toastText(title, description) },
    });
  return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
}
