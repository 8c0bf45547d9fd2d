import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  Popover,
  Separator,
  TextField,
  ToggleButton,
  Toolbar,
} from 'react-aria-components';
import { isAllowedRichTextUrl, richTextLinkTarget } from '../../core/index';
import { useT } from '../../react/i18n';

type Mark = 'bold' | 'italic' | 'underline' | 'strike';

/**
 * A button's symbol, drawn by CSS (`content: attr(data-glyph)`): it is decoration, and as DOM
 * text ("H2", "1.") it would contradict the button's translated name (axe's
 * label-content-name-mismatch).
 */
function Glyph({ glyph, className }: { glyph: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `ic-richtext-glyph ${className}` : 'ic-richtext-glyph'}
      data-glyph={glyph}
    />
  );
}

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between buttons,
 * Home/End jump — react-aria's Toolbar). Its state comes from `useEditorState`, so it re-renders
 * only when a shown flag changes, not on every keystroke (TipTap 3 renders no transaction itself).
 */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      target: (e.getAttributes('link').target as string | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const mark = (name: Mark, key: string, glyph: string) => (
    <ToggleButton
      className="ic-richtext-button"
      aria-label={t(key)}
      isSelected={state[name]}
      onChange={() => {
        const chain = editor.chain().focus();
        if (name === 'bold') chain.toggleBold().run();
        else if (name === 'italic') chain.toggleItalic().run();
        else if (name === 'underline') chain.toggleUnderline().run();
        else chain.toggleStrike().run();
      }}
    >
      <Glyph glyph={glyph} className={`ic-richtext-glyph-${name}`} />
    </ToggleButton>
  );
  const block = (pressed: boolean, key: string, glyph: string, run: () => void) => (
    <ToggleButton className="ic-richtext-button" aria-label={t(key)} isSelected={pressed} onChange={run}>
      <Glyph glyph={glyph} />
    </ToggleButton>
  );
  return (
    <Toolbar className="ic-richtext-toolbar" aria-label={`${t('RichText_Toolbar')}: ${label}`}>
      {mark('bold', 'RichText_Bold', 'B')}
      {mark('italic', 'RichText_Italic', 'I')}
      {mark('underline', 'RichText_Underline', 'U')}
      {mark('strike', 'RichText_Strike', 'S')}
      <Separator orientation="vertical" className="ic-richtext-separator" />
      {block(state.heading2, 'RichText_Heading', 'H2', () =>
        editor.chain().focus().toggleHeading({ level: 2 }).run(),
      )}
      {block(state.heading3, 'RichText_Subheading', 'H3', () =>
        editor.chain().focus().toggleHeading({ level: 3 }).run(),
      )}
      {block(state.bulletList, 'RichText_BulletList', '•', () =>
        editor.chain().focus().toggleBulletList().run(),
      )}
      {block(state.orderedList, 'RichText_OrderedList', '1.', () =>
        editor.chain().focus().toggleOrderedList().run(),
      )}
      {block(state.blockquote, 'RichText_Blockquote', '❝', () =>
        editor.chain().focus().toggleBlockquote().run(),
      )}
      <Separator orientation="vertical" className="ic-richtext-separator" />
      <LinkButton editor={editor} active={state.link} href={state.href} target={state.target} />
      <Button
        className="ic-richtext-button"
        aria-label={t('RichText_ClearFormatting')}
        onPress={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
      >
        <Glyph glyph="⌫" />
      </Button>
      <Separator orientation="vertical" className="ic-richtext-separator" />
      <Button
        className="ic-richtext-button"
        aria-label={t('RichText_Undo')}
        isDisabled={!state.canUndo}
        onPress={() => editor.chain().focus().undo().run()}
      >
        <Glyph glyph="↶" />
      </Button>
      <Button
        className="ic-richtext-button"
        aria-label={t('RichText_Redo')}
        isDisabled={!state.canRedo}
        onPress={() => editor.chain().focus().redo().run()}
      >
        <Glyph glyph="↷" />
      </Button>
    </Toolbar>
  );
}

/** The link button: a small dialog with the address and "new window"; links default to _self. */
function LinkButton({
  editor,
  active,
  href,
  target,
}: {
  editor: Editor;
  active: boolean;
  href: string;
  target: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [newWindow, setNewWindow] = useState(false);
  const valid = url.trim() !== '' && isAllowedRichTextUrl(url.trim());
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) {
          setUrl(href);
          setNewWindow(target === '_blank');
        }
        setOpen(next);
      }}
    >
      <Button className="ic-richtext-button" aria-label={t('RichText_Link')} aria-pressed={active}>
        <Glyph glyph="↗" />
      </Button>
      <Popover className="ic-popover" placement="bottom start">
        <Dialog className="ic-richtext-link-form" aria-label={t('RichText_Link')}>
          <form
            className="ic-richtext-link-form"
            onSubmit={(event) => {
              // The popover is portalled, but React bubbles its submit to the form around the field.
              event.preventDefault();
              event.stopPropagation();
              if (!valid) return;
              editor
                .chain()
                .focus()
                .extendMarkRange('link')
                .setLink({ href: url.trim(), target: richTextLinkTarget(newWindow ? '_blank' : '_self') })
                .run();
              setOpen(false);
            }}
          >
            <TextField
              value={url}
              onChange={setUrl}
              isInvalid={url.trim() !== '' && !valid}
              autoFocus
              type="url"
            >
              <Label>{t('RichText_LinkUrl')}</Label>
              <Input className="ic-input" />
              {url.trim() !== '' && !valid ? (
                <div className="ic-field-error" role="alert">
                  {t('RichText_LinkInvalid')}
                </div>
              ) : null}
            </TextField>
            <Checkbox isSelected={newWindow} onChange={setNewWindow} className="ic-checkbox">
              <span className="ic-checkbox-box" aria-hidden="true">
                {newWindow ? '✓' : ''}
              </span>
              {t('RichText_LinkNewWindow')}
            </Checkbox>
            <div className="ic-richtext-link-actions">
              {active ? (
                <Button
                  className="ic-btn"
                  onPress={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setOpen(false);
                  }}
                >
                  {t('RichText_LinkRemove')}
                </Button>
              ) : null}
              <Button type="submit" className="ic-btn ic-btn-primary" isDisabled={!valid}>
                {t('RichText_LinkApply')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
