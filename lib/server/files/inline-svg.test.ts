import { inlineableSvg } from "./index";

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img"><title>Portrait</title><circle cx="5" cy="5" r="4" fill="#0b6378"/></svg>';

describe("inlineableSvg: only a plain drawing goes into a page as markup", () => {
  it("keeps the drawing and drops its title, role, XML prolog and comments (it is drawn as a decoration)", () => {
    expect(inlineableSvg(`<?xml version="1.0"?>\n<!-- drawn by hand -->${drawing}\n`)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0b6378"/></svg>',
    );
  });

  it("keeps references inside the drawing itself (a gradient by #id); the white space between tags goes", () => {
    const svg = '<svg viewBox="0 0 2 2">\n  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>\n  <rect fill="url(#g)" width="2" height="2"/>\n</svg>';
    expect(inlineableSvg(svg)).toBe(svg.replace(/>\s+</g, "><"));
  });

  it.each([
    ["a script element", "<svg><script>alert(1)</script></svg>"],
    ["an event handler", '<svg onload="alert(1)"><rect/></svg>'],
    ["an event handler on a shape, in capitals", '<svg><rect ONCLICK = "x()"/></svg>'],
    ["an event handler after a slash, as a browser parses it", "<svg><rect/onload=alert(1)/></svg>"],
    ["an event handler right after a quoted value", '<svg><rect x="1"onmouseover="alert(1)"/></svg>'],
    ["an event handler joined by removing the title", '<svg on<title></title>load="alert(1)"><rect/></svg>'],
    ["a script element joined by removing the title", "<svg><sc<title></title>ript>alert(1)</sc<title></title>ript></svg>"],
    ["an event handler joined by removing the role", '<svg o role="x"nload="alert(1)"><rect/></svg>'],
    ["an embedded HTML document", "<svg><foreignObject><div>x</div></foreignObject></svg>"],
    ["a style sheet", "<svg><style>rect{fill:red}</style><rect/></svg>"],
    ["a style attribute that loads an image", `<svg><rect style="background-image:image-set('https://evil.example/x.png' 1x)"/></svg>`],
    ["a link", '<svg><a href="https://evil.example/"><rect/></a></svg>'],
    ["another file's image", '<svg><image href="https://evil.example/x.png"/></svg>'],
    ["an HTML image inside, which leaves the drawing", '<svg><p><img src="https://evil.example/x.png"></svg>'],
    ["a refresh to another site", '<svg><meta http-equiv="refresh" content="0;url=https://evil.example/"></svg>'],
    ["markup that closes the drawing and its span", '<svg></svg></span><form action="/api/x"><button>Book</button></form><svg></svg>'],
    ["a tag that turns the rest of the page into text", "<svg><p></p><plaintext></svg>"],
    ["a use of another file", '<svg><use xlink:href="other.svg#a"/></svg>'],
    ["a fill from another file", '<svg><rect fill="url(https://evil.example/p.svg#g)"/></svg>'],
    ["a fill from a file beside the page", '<svg><rect fill="url(p.svg#g)"/></svg>'],
    ["a fill with an escaped bracket", '<svg><rect fill="url&#40;https://evil.example/p.svg#g)"/></svg>'],
    ["a javascript: URL", '<svg><rect fill="javascript:alert(1)"/></svg>'],
    ["an animation that could set an attribute", '<svg><rect><set attributeName="fill" to="red"/></rect></svg>'],
    ["a motion animation", '<svg><rect><animateMotion dur="1s" path="M0 0"/></rect></svg>'],
    ["text a visitor would read", "<svg><g>Book now at evil.example</g></svg>"],
    ["a drawing inside the drawing", "<svg><svg></svg></svg>"],
    ["tags that do not nest", "<svg><g></rect></svg>"],
    ["an unquoted value", "<svg><rect fill=red/></svg>"],
    ["a value in single quotes", "<svg><rect fill='red'/></svg>"],
    ["an attribute given twice", '<svg><rect fill="#fff" fill="#000"/></svg>'],
    ["a DOCTYPE with entities", '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ["HTML that is not an SVG", "<div><svg></svg></div>"],
    ["an unclosed SVG", "<svg><rect/>"],
    ["something after the drawing", "<svg></svg><script>alert(1)</script>"],
  ])("refuses markup with %s", (_, markup) => {
    expect(inlineableSvg(markup)).toBeNull();
  });
});
