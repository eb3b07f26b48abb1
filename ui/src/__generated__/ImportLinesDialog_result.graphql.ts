/**
 * @generated SignedSource<<2b4b805e519703896785ca352690e312>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportLinesDialog_result$data = {
  readonly lines: ReadonlyArray<{
    readonly group: ReadonlyArray<string>;
    readonly name: string;
    readonly qtyMilli: any;
    readonly reference: string;
    readonly row: number;
    readonly totalPrice: any;
    readonly type: LineType;
    readonly unitPrice: any;
  }>;
  readonly message: string | null | undefined;
  readonly problems: ReadonlyArray<{
    readonly column: string | null | undefined;
    readonly reason: string;
    readonly row: number | null | undefined;
  }>;
  readonly totalPrice: any;
  readonly " $fragmentType": "ImportLinesDialog_result";
};
export type ImportLinesDialog_result$key = {
  readonly " $data"?: ImportLinesDialog_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportLinesDialog_result">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ImportLinesDialog_result"
};

(node as any).hash = "bd4c7db650b181886d8b373a993c0d7c";

export default node;
