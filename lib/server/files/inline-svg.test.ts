import { inlineableSvg } from "./index";

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img"><title>Portrait</title><circle cx="5" cy="5" r="4" fill="#0b6378"/></svg>';

describe("inlineableSvg: only a plain drawing goes into a page as markup", () => {
  it("keeps the drawing and drops its title, role, XML prolog and comments (it is drawn as a decoration)", () => {
    expect(inlineableSvg(`<?xml version="1.0"?>\n<!-- drawn by hand -->${drawing}\n`)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0b6378"/></svg>',
    );
  });

  it("keeps references inside the drawing itself (a gradient by #id)", () => {
    const svg = '<svg viewBox="0 0 2 2"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="2" height="2"/></svg>';
    expect(inlineableSvg(svg)).toBe(svg);
  });

  it.each([
    ["a script element", '<svg><script>alert(1)</script></svg>'],
    ["an event handler", '<svg onload="alert(1)"><rect/></svg>'],
    ["an event handler on a shape, in capitals", '<svg><rect ONCLICK = "x()"/></svg>'],
    ["an event handler after a slash, as a browser parses it", "<svg><rect/onload=alert(1)/></svg>"],
    ["an event handler right after a quoted value", '<svg><rect x="1"onmouseover="alert(1)"/></svg>'],
    ["an embedded HTML document", "<svg><foreignObject><div>x</div></foreignObject></svg>"],
    ["a style sheet", "<svg><style>rect{fill:red}</style><rect/></svg>"],
    ["a link", '<svg><a href="https://evil.example/"><rect/></a></svg>'],
    ["another file's image", '<svg><image href="https://evil.example/x.png"/></svg>'],
    ["a use of another file", '<svg><use xlink:href="other.svg#a"/></svg>'],
    ["a fill from another file", '<svg><rect fill="url(https://evil.example/p.svg#g)"/></svg>'],
    ["a javascript: URL", '<svg><rect fill="javascript:alert(1)"/></svg>'],
    ["an animation that could set an attribute", '<svg><rect><set attributeName="fill" to="red"/></rect></svg>'],
    ["a DOCTYPE with entities", '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ["HTML that is not an SVG", "<div><svg></svg></div>"],
    ["an unclosed SVG", "<svg><rect/>"],
  ])("refuses markup with %s", (_, markup) => {
    expect(inlineableSvg(markup)).toBeNull();
  });
});
