export { Button, ButtonLink, buttonClasses, Spinner } from "./button";
export { Card, Notice, PageTitle, TitleRow } from "./card";
export { Field, FieldFrame, Input, SelectField, TextAreaField } from "./field";
