import { LANGUAGES, OIDC_PREFIX, PHONE_PREFIXES, type Language } from './oidc.constants';
import { messages } from './oidc.i18n';

export const ASSETS_PREFIX = `${OIDC_PREFIX}/assets`;
export const STYLESHEET_PATH = `${ASSETS_PREFIX}/login.css`;
export const LOGOUT_SCRIPT_PATH = `${ASSETS_PREFIX}/logout.js`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every interpolated value goes through this: user input is echoed back into the page. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const layout = (language: Language, title: string, body: string, scripts: string[] = []): string => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Atrium</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main class="card">
<h1 class="brand">Atrium</h1>
${body}
</main>
${scripts.map((src) => `<script src="${src}"></script>`).join('\n')}
</body>
</html>
`;

const otherLanguageLink = (language: Language, href: (other: Language) => string): string => {
  const other = LANGUAGES.find((l) => l !== language) ?? language;
  // The link names the other language in that language (English / 中文).
  return `<nav class="languages"><a href="${escapeHtml(href(other))}" lang="${other}" hreflang="${other}">${escapeHtml(messages[language].otherLanguage)}</a></nav>`;
};

export type LoginPageInput = {
  language: Language;
  uid: string;
  error?: 'wrongCredentials' | 'missingCredentials' | 'rateLimited' | undefined;
  login?: string | undefined;
  countryCode?: string | undefined;
  /** With rateLimited: how long until the next attempt may go ahead. */
  retryAfterSeconds?: number | undefined;
};

/** The wait in seconds while it is short, in minutes once counting seconds would read oddly. */
const rateLimitedText = (language: Language, seconds: number): string =>
  seconds < 120
    ? messages[language].rateLimited.replace('{seconds}', String(seconds))
    : messages[language].rateLimitedMinutes.replace('{minutes}', String(Math.ceil(seconds / 60)));

export const interactionPath = (uid: string): string => `${OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}`;

export const loginPage = ({ language, uid, error, login, countryCode, retryAfterSeconds }: LoginPageInput): string => {
  const t = messages[language];
  const selected = PHONE_PREFIXES.some((p) => p.code === countryCode) ? countryCode : PHONE_PREFIXES[0].code;
  const options = PHONE_PREFIXES.map(
    (p) =>
      `<option value="${p.code}"${p.code === selected ? ' selected' : ''}>+${p.code} ${escapeHtml(p.country[language])}</option>`,
  ).join('');
  const errorText = error === 'rateLimited' ? rateLimitedText(language, retryAfterSeconds ?? 1) : error && t[error];
  const alert = errorText
    ? `<div class="callout danger" role="alert" id="form-error">${escapeHtml(errorText)}</div>`
    : '';
  const describedBy = error ? ' aria-describedby="form-error"' : '';
  const body = `<p class="lead">${escapeHtml(t.signInLead)}</p>
${alert}
<form method="post" action="${interactionPath(uid)}/login" class="form">
<input type="hidden" name="lang" value="${language}">
<div class="field">
<label for="login">${escapeHtml(t.login)}</label>
<div class="login-row">
<label for="countryCode" class="visually-hidden">${escapeHtml(t.countryCode)}</label>
<select id="countryCode" name="countryCode">${options}</select>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(login ?? '')}"${describedBy}>
</div>
<p class="hint">${escapeHtml(t.phoneHint)}</p>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
</div>
<button type="submit" class="button primary">${escapeHtml(t.submit)}</button>
</form>
${otherLanguageLink(language, (other) => `${interactionPath(uid)}?lang=${other}`)}`;
  return layout(language, t.signInTitle, body);
};

/** The sign-out page: the provider's form submitted by a same-origin script, a button when scripts are off. */
export const logoutPage = (language: Language, form: string): string => {
  const t = messages[language];
  // logout=yes ends the whole provider session (and revokes its grants), not only this client's
  // part of it; form.submit() sends no button value, so it must be a field of the form.
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = `<p class="lead">${escapeHtml(t.signingOut)}</p>
${withLogout}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="button primary">${escapeHtml(t.signOut)}</button>`;
  return layout(language, t.signOutTitle, body, [LOGOUT_SCRIPT_PATH]);
};

export type MessagePageInput = {
  text: string;
  homeUrl: string;
  tone: 'danger' | 'success';
  detail?: string | undefined;
};

/** Errors, an expired sign-in, "you have signed out": one message and a way back to the application. */
export const messagePage = (language: Language, { text, homeUrl, tone, detail }: MessagePageInput): string => {
  const t = messages[language];
  const body = `<div class="callout ${tone}" role="${tone === 'danger' ? 'alert' : 'status'}">${escapeHtml(text)}</div>
${detail ? `<p class="detail">${escapeHtml(detail)}</p>` : ''}
<p class="actions"><a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(t.backToApp)}</a></p>`;
  return layout(language, tone === 'danger' ? t.errorTitle : t.signOutTitle, body);
};

// Blueprint's palette: light gray background, blue primary, red danger.
export const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{font-size:14px}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f6f7f9;color:#1c2127;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Helvetica Neue",Arial,sans-serif;line-height:1.5}
.card{width:100%;max-width:400px;margin:24px;padding:32px;background:#fff;border-radius:4px;box-shadow:0 0 0 1px rgba(17,20,24,.1),0 1px 1px rgba(17,20,24,.2),0 2px 6px rgba(17,20,24,.2)}
.brand{margin:0 0 4px;font-size:24px;font-weight:600;color:#2d72d2;text-align:center;letter-spacing:.02em}
.lead{margin:0 0 20px;text-align:center;color:#5f6b7c}
.form{display:flex;flex-direction:column;gap:16px}
.field{display:flex;flex-direction:column;gap:6px}
label{font-weight:500}
.login-row{display:flex;gap:8px}
.login-row input{flex:1;min-width:0}
input,select{height:36px;padding:0 10px;font:inherit;color:inherit;background:#fff;border:0;border-radius:2px;box-shadow:inset 0 0 0 1px rgba(17,20,24,.2),inset 0 1px 1px rgba(17,20,24,.3)}
select{padding-right:4px;max-width:45%}
input:focus,select:focus{outline:none;box-shadow:inset 0 0 0 1px #2d72d2,0 0 0 2px rgba(45,114,210,.3)}
.hint{margin:0;font-size:12px;color:#5f6b7c}
.button{display:inline-flex;align-items:center;justify-content:center;height:36px;padding:0 16px;font:inherit;font-weight:500;border:0;border-radius:2px;cursor:pointer;text-decoration:none;color:#1c2127;background:#f6f7f9;box-shadow:inset 0 0 0 1px rgba(17,20,24,.2)}
.button.primary{width:100%;color:#fff;background:#2d72d2;box-shadow:inset 0 0 0 1px rgba(17,20,24,.4)}
.button.primary:hover{background:#215db0}
.button:focus-visible{outline:2px solid rgba(45,114,210,.6);outline-offset:2px}
.callout{margin:0 0 16px;padding:10px 12px;border-radius:2px;background:rgba(45,114,210,.1)}
.callout.danger{color:#ac2f33;background:rgba(205,66,70,.1)}
.callout.success{color:#1c6e42;background:rgba(35,133,81,.1)}
.actions{margin:16px 0 0;text-align:center}
.detail{color:#5f6b7c;font-size:12px;word-break:break-word}
.languages{margin-top:20px;text-align:center}
.languages a{color:#2d72d2;text-decoration:none}
.languages a:hover{text-decoration:underline}
#op\\.logoutForm{display:none}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;

// Same-origin so the page's script-src 'self' allows it; the button stays for browsers without scripts.
export const LOGOUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;
