import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from "react";

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

/**
 * `asChild` for our own primitives (Button, Card): renders the one child element with the primitive's
 * props merged in. The child's own props win, except that handlers run both (the child's first), classes
 * and styles combine, and both refs are set. Radix's Slot does the same inside Radix parts; ours skips
 * what our primitives never need (Slottable, lazy children), which keeps it out of every page's first load.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Record<string, unknown> & { ref?: Ref<unknown> }>;
  const childProps = child.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (name === "className" && childValue) merged[name] = `${slotValue as string} ${childValue as string}`;
    else if (name === "style" && childValue) merged[name] = { ...(slotValue as object), ...(childValue as object) };
  }
  const childRef = childProps.ref;
  merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(child, merged);
}

function composeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}
