// The combobox's props, and the open state its trigger and popover share.

export type ComboboxProps<T> = {
  /** The trigger's id: a <label htmlFor> or FormField points at it. */
  id?: string;
  /** Accessible name when there is no visible label. */
  "aria-label"?: string;
  value: string | null | undefined;
  /** Trigger content for the current value (e.g. the product's name). */
  selected?: React.ReactNode;
  placeholder: string;
  items: T[];
  getKey: (item: T) => string;
  /** The option's accessible name (and what type-to-search matches on screen readers). */
  getText: (item: T) => string;
  renderItem?: (item: T) => React.ReactNode;
  onSelect: (item: T) => void;
  /** Offers a first "clear" option (e.g. "All products") when set. */
  onClear?: () => void;
  clearLabel?: string;
  query: string;
  onQueryChange: (query: string) => void;
  searchPlaceholder?: string;
  loading?: boolean;
  error?: string | null;
  emptyText?: string;
  /** Under the options, e.g. a "Create product" link. */
  footer?: React.ReactNode;
  size?: "md" | "sm";
  /** Highlights the trigger as an applied filter. */
  highlighted?: boolean;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
};

/** What the trigger and the popover need of the open state. */
export type ComboboxState = {
  baseId: string;
  listId: string;
  open: boolean;
  /** The highlighted row (row 0 is the "clear" option when there is one). */
  active: number;
  setActive: (index: number) => void;
  count: number;
  choose: (index: number) => void;
  onKeyDown: (e: React.KeyboardEvent) => void;
};
