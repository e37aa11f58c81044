import { cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

// React renders async components only on the server; testing-library renders as a browser does.
// A server component whose tree holds async server components (each card reading the page's
// words) is rendered in tests as `render(await serverTree(<Comp ... />))`: every server
// component in it is called first, as the server would, and what is left (host elements and
// client components, which use hooks) is left to React.

type FunctionComponent = (props: object) => ReactNode | Promise<ReactNode>;

const isFunctionComponent = (type: unknown): type is FunctionComponent =>
  typeof type === "function" && !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;

const CLIENT = Symbol("client component");

/**
 * A component called as the server calls it, or CLIENT when it needs React's render (a hook
 * outside a render throws; React's own complaint about it is not this test's output).
 */
function callOnServer(component: FunctionComponent, props: object): ReturnType<FunctionComponent> | typeof CLIENT {
  const complain = console.error;
  console.error = () => {};
  try {
    return component(props);
  } catch {
    return CLIENT;
  } finally {
    console.error = complain;
  }
}

/** `node` with every server component in it (async or not) replaced by what it renders. */
export async function serverTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(serverTree));
  if (node instanceof Promise) return serverTree(await node);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (isFunctionComponent(element.type)) {
    const rendered = callOnServer(element.type, element.props);
    if (rendered !== CLIENT) {
      const tree = await serverTree(await rendered);
      // Keep the element's key where it sat in a list.
      return element.key === null ? tree : createElement(Fragment, { key: element.key }, tree);
    }
  }
  const { children } = element.props;
  if (children === undefined) return element;
  // Children written side by side in JSX stay so (a list made by map keeps its keys inside).
  if (Array.isArray(children)) return cloneElement(element, undefined, ...(await Promise.all(children.map(serverTree))));
  return cloneElement(element, undefined, await serverTree(children));
}
