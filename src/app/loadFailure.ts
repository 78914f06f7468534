/**
 * The console's code or catalogues could not be fetched (offline, or a deploy replaced them):
 * a plain message and a reload, drawn without React or i18next, which may be what failed.
 */
export const showLoadFailure = (container: HTMLElement, language: string, error: unknown): void => {
  console.error(error);
  const english = language.startsWith('en');
  const message = document.createElement('p');
  message.textContent = english ? 'The console could not be loaded.' : '控制台加载失败。';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = english ? 'Reload' : '重新加载';
  reload.addEventListener('click', () => window.location.reload());
  container.replaceChildren(message, reload);
};
