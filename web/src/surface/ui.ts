/** `@jadeverse/web/ui`: the design system's primitives a shell's own chrome is built from. */
export { Button, buttonClasses } from "../ui/button.tsx";
export { Card } from "../ui/card.tsx";
export { LogoMark } from "../ui/logo-mark.tsx";
export { MenuToggle } from "../ui/menu-toggle.tsx";
export { Notice } from "../ui/notice.tsx";
export { Spinner } from "../ui/spinner.tsx";
export { useDisclosure } from "../ui/use-dismiss.ts";
