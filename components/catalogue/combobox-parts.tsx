"use client";

// The combobox's trigger button, its portalled popover (search box, options, footer) and an option.
import { useEffect, useRef } from "react";
import { Check, ChevronDown, Loader2, Search, X } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";
import type { ComboboxProps, ComboboxState } from "./combobox-types";
import type { PopoverPosition } from "./use-popover-position";

type PartProps<T> = { combobox: ComboboxProps<T>; state: ComboboxState };

const optionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

export function ComboboxTrigger<T>({
  combobox: props,
  state,
  triggerRef,
  onToggle,
  onOpen,
}: PartProps<T> & { triggerRef: React.RefObject<HTMLButtonElement | null>; onToggle: () => void; onOpen: () => void }) {
  const { id, value, selected, placeholder, size = "md", highlighted, disabled } = props;
  const { baseId, listId, open } = state;
  return (
    <button
      ref={triggerRef}
      id={id}
      type="button"
      // Named by what it shows, after its label unless a toolbar filter already shows it
      // ("Product: all"): a name without the visible text would not match what speech-input
      // users say to press it.
      aria-labelledby={props["aria-label"] ? (size === "sm" ? `${baseId}-shown` : `${baseId}-name ${baseId}-shown`) : undefined}
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      // A button cannot carry aria-invalid (ARIA): the field's error reaches it through its description.
      aria-describedby={props["aria-describedby"]}
      disabled={disabled}
      onClick={onToggle}
      onKeyDown={(e) => {
        if (!open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
          e.preventDefault();
          onOpen();
        }
      }}
      className={cn(
        controlClasses,
        "flex items-center gap-2 pr-8 text-left",
        size === "sm" ? "h-8 w-auto max-w-72 text-[13px]" : "h-9",
        highlighted && "bg-brand-50 text-accent-strong ring-accent",
      )}
    >
      {props["aria-label"] && size !== "sm" && (
        <span id={`${baseId}-name`} className="sr-only">
          {props["aria-label"]}
        </span>
      )}
      <span id={`${baseId}-shown`} className={cn("min-w-0 flex-1 truncate", value ? "" : size === "sm" ? "" : "text-subtle")}>
        {value && selected ? selected : placeholder}
      </span>
      <ChevronDown
        className={cn("pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-icon", size === "sm" ? "size-3.5" : "size-4")}
        aria-hidden
      />
    </button>
  );
}

export function ComboboxPopover<T>({
  combobox: props,
  state,
  position,
  popoverRef,
}: PartProps<T> & { position: PopoverPosition; popoverRef: React.RefObject<HTMLDivElement | null> }) {
  const { value, items, getKey, getText, renderItem, onClear, clearLabel = "Clear", loading, error, emptyText = "No matches.", footer, placeholder } = props;
  const { baseId, listId, open, active, setActive, choose } = state;
  const offset = onClear ? 1 : 0;
  const listRef = useRef<HTMLUListElement>(null);
  // Keep the highlighted option in view.
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, open]);
  return (
    <div
      ref={popoverRef}
      className="animate-fade-in fixed z-50 flex flex-col overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-fg/10"
      style={{
        left: position.left,
        width: position.width,
        maxHeight: position.maxHeight,
        ...(position.above ? { bottom: window.innerHeight - position.top } : { top: position.top }),
      }}
    >
      <ComboboxSearch combobox={props} state={state} />
      <ul ref={listRef} id={listId} role="listbox" aria-label={props["aria-label"] ?? placeholder} className="min-h-0 flex-1 overflow-y-auto p-1">
        {onClear && (
          <Option id={optionId(baseId, 0)} index={0} active={active === 0} selected={!value} onHover={setActive} onChoose={choose}>
            <span className="text-muted">{clearLabel}</span>
          </Option>
        )}
        {items.map((item, i) => {
          const index = i + offset;
          return (
            <Option
              key={getKey(item)}
              id={optionId(baseId, index)}
              index={index}
              label={getText(item)}
              active={active === index}
              selected={getKey(item) === value}
              onHover={setActive}
              onChoose={choose}
            >
              {renderItem ? renderItem(item) : getText(item)}
            </Option>
          );
        })}
        {items.length === 0 && (
          <li role="presentation" className="px-3 py-6 text-center text-[13px] text-subtle">
            {error ? <span className="text-danger">{error}</span> : loading ? "Loading…" : emptyText}
          </li>
        )}
      </ul>
      {footer && <div className="border-t border-slate-100 p-1">{footer}</div>}
    </div>
  );
}

/** The search box: the combobox proper (focus stays here; the listbox follows aria-activedescendant). */
function ComboboxSearch<T>({ combobox: props, state }: PartProps<T>) {
  const { query, onQueryChange, searchPlaceholder = "Search", loading } = props;
  const { baseId, listId, active, setActive, count, onKeyDown } = state;
  return (
    <div className="relative border-b border-slate-100 p-1.5">
      <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-icon" aria-hidden />
      <input
        autoFocus
        type="text"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={count > 0 ? optionId(baseId, active) : undefined}
        aria-label={searchPlaceholder}
        value={query}
        placeholder={searchPlaceholder}
        onChange={(e) => {
          onQueryChange(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="h-8 w-full rounded-md border-0 bg-slate-50 pr-8 pl-8 text-sm text-fg placeholder:text-subtle focus:ring-2 focus:ring-focus focus:outline-none"
      />
      {loading ? (
        <Loader2 className="absolute top-1/2 right-4 size-4 -translate-y-1/2 animate-spin text-icon" aria-hidden />
      ) : query ? (
        <button
          type="button"
          onClick={() => onQueryChange("")}
          aria-label="Clear search"
          className="absolute top-1/2 right-3 -translate-y-1/2 rounded p-0.5 text-subtle hover:bg-slate-200 hover:text-muted"
        >
          <X className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}

function Option({
  id,
  index,
  label,
  active,
  selected,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  index: number;
  label?: string;
  active: boolean;
  selected: boolean;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
  children: React.ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={label}
      data-index={index}
      onPointerMove={() => !active && onHover(index)}
      // Keep focus in the search box (mousedown would blur it before the click lands).
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(index)}
      className={cn("flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-fg-secondary", active && "bg-slate-100 text-fg")}
    >
      <div className="min-w-0 flex-1">{children}</div>
      <Check className={cn("size-4 shrink-0 text-accent", !selected && "invisible")} aria-hidden />
    </li>
  );
}
