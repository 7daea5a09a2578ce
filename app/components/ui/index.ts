export { Button, ButtonLink, buttonClasses, Spinner } from "./button";
export { Card, Notice, PageTitle } from "./card";
export { Field, FieldFrame, Input, SelectField, TextAreaField } from "./field";
