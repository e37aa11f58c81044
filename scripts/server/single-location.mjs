// Next 16.4 answers a redirect from a cached (ISR) page render, such as a doctor's address in
// another letter case, with its Location header twice. Browsers refuse a response with two
// Location headers that differ, and some clients any duplicate: a redirect keeps one.

/** Makes `res` keep a single Location header, however often it is set or appended. */
export function keepSingleLocation(res) {
  const { setHeader, appendHeader, writeHead } = res;
  const single = (name, value) => (String(name).toLowerCase() === "location" && Array.isArray(value) ? value[0] : value);
  res.setHeader = function (name, value) {
    return setHeader.call(this, name, single(name, value));
  };
  if (appendHeader) {
    res.appendHeader = function (name, value) {
      if (String(name).toLowerCase() === "location" && this.hasHeader("location")) return this;
      return appendHeader.call(this, name, value);
    };
  }
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (headers) for (const key of Object.keys(headers)) headers[key] = single(key, headers[key]);
    return writeHead.call(this, status, ...rest);
  };
  return res;
}
