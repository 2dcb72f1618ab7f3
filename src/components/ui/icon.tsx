// Lucide's icons as plain SVG components that render the same on the server and in the browser. lucide-react 1.x
// marks its Icon component 'use client', so every icon a server component drew became a client component: its code
// in every page's JavaScript (about 1.2 KiB gzip, even on pages whose client code draws no icon) and each icon's path
// data sent again in the page's RSC payload, then hydrated. `icon` draws the same SVG from the path data of the
// `lucide` package (one module per icon, so a bundle keeps only the icons it uses).
import { createElement, type JSX, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = (props: IconProps) => JSX.Element;

/**
 * A component drawing `node` with lucide's defaults (24 px, 2 px round strokes, from the `ic` class in globals.css);
 * decorative unless labelled. A stroke width given is set as a style: CSS would win over the attribute.
 */
export function icon(node: IconNode): LucideIcon {
  return function Icon({ className, strokeWidth, style, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);
    return (
      // No xmlns: an <svg> inside HTML is in the SVG namespace already, and the attribute cost the home page about
      // 100 bytes gzip across its ninety icons (issue 9's 20,000-byte ceiling). No size or stroke attributes either
      // (the class has them): about 400 bytes more.
      <svg
        viewBox="0 0 24 24"
        aria-hidden={labelled ? undefined : true}
        className={className ? `ic ${className}` : 'ic'}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
