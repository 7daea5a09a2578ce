export { Button, ButtonLink, buttonClasses, Spinner } from "./button";
export { Card, Notice, PageTitle } from "./card";
export { Field, Input } from "./field";
