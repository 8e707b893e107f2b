// The widget's whole public surface: every part of the menu, each one a named export of dropdown-menu.tsx.
export * from './dropdown-menu';
