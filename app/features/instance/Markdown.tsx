import { type Block, type Inline, parseMarkdown } from '#domain/instance/markdown';
import { Link } from '../../ui/Link';
import s from './Instance.module.css';

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) => {
        const key = `${i}-${p.t}`;
        switch (p.t) {
          case 'text':
            return <span key={key}>{p.text}</span>;
          case 'strong':
            return <strong key={key}>{p.text}</strong>;
          case 'em':
            return <em key={key}>{p.text}</em>;
          case 'code':
            return <code key={key}>{p.text}</code>;
          case 'link':
            return p.href.startsWith('/') ? (
              <Link key={key} to={p.href} underline="always">
                {p.text}
              </Link>
            ) : (
              <a key={key} href={p.href} rel="noopener noreferrer nofollow">
                {p.text}
              </a>
            );
        }
        return null;
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.t) {
    case 'h': {
      const H = `h${block.level}` as 'h2' | 'h3' | 'h4';
      return (
        <H>
          <Inlines parts={block.content} />
        </H>
      );
    }
    case 'p':
      return (
        <p>
          <Inlines parts={block.content} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const L = block.t;
      return (
        <L>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items have no identity but their place
            <li key={i}>
              <Inlines parts={item} />
            </li>
          ))}
        </L>
      );
    }
  }
}

/**
 * Issue 37: an administrator's Markdown (terms, privacy) as React elements: never as HTML, so
 * nothing typed can run or style the page (decision 056).
 */
export function Markdown({ source }: { source: string }) {
  const blocks = parseMarkdown(source);
  return (
    <div className={s.markdown}>
      {blocks.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed rendering of one text
        <BlockView key={i} block={b} />
      ))}
    </div>
  );
}
