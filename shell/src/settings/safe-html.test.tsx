import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html.component';

/** Nothing in the result can run script: no handler attribute, no script-bearing element, no script URL. */
function expectInert(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const element of root.querySelectorAll('*')) {
    expect(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK', 'FORM', 'STYLE']).not.toContain(element.tagName);
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attribute.name))
        // browsers skip blanks and control characters in a URL's scheme
        expect([...attribute.value].filter((c) => c.charCodeAt(0) > 32).join('')).not.toMatch(/^(javascript|vbscript|data):/i);
    }
  }
}

// From the OWASP XSS filter evasion cheat sheet, plus the two tricks the hand-written sanitizer let through.
const EVASIONS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href=" &#14; javascript:alert(1)">control character</a>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.example/scriptlet.html <',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
];

describe('sanitizeHtml (DOMPurify)', () => {
  it.each(EVASIONS)('leaves nothing that runs: %s', async (attack) => {
    expectInert(await sanitizeHtml(attack));
  });

  it('keeps the simple markup an admin writes, and makes a new-tab link safe', async () => {
    const html = await sanitizeHtml(
      '<p>All models were <strong>18 or older</strong>. <a href="/contact">Contact us</a> · <a href="https://help.example" target="_blank">Help</a></p>',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('strong')?.textContent).toBe('18 or older');
    expect(root.querySelector('a[href="/contact"]')?.textContent).toBe('Contact us');
    expect(root.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops forms and inline styles that could dress a snippet up as the site', async () => {
    const html = await sanitizeHtml('<form action="https://evil.example"><input name="password"></form><p style="position:fixed">x</p>');
    expect(html).toBe('<p>x</p>');
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned snippet', async () => {
    render(<SafeHtml html={'<p>Hello <b>there</b><img src=x onerror="alert(1)"></p>'} />);
    expect(await screen.findByText('there')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
