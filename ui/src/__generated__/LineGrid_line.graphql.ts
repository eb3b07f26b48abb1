/**
 * @generated SignedSource<<331a1ddbce9c220f50c2ef64c9466ab4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LineGrid_line$data = {
  readonly entry: {
    readonly amount: any;
    readonly files: ReadonlyArray<{
      readonly contentType: string | null | undefined;
      readonly filename: string;
      readonly id: string;
      readonly isImage: boolean;
      readonly size: any | null | undefined;
      readonly url: string | null | undefined;
    }>;
    readonly group: ReadonlyArray<string>;
    readonly id: string;
    readonly isReversal: boolean;
    readonly name: string;
    readonly position: any;
    readonly qtyMilli: any;
    readonly reference: string;
    readonly totalPrice: any;
    readonly type: LineType;
    readonly unitPrice: any;
    readonly variation: {
      readonly contractId: string;
      readonly isApproved: boolean;
      readonly issueNumber: number;
      readonly label: string;
    } | null | undefined;
  };
  readonly isRetention: boolean;
  readonly itemId: string;
  readonly previous: any;
  readonly qtyPrevious: any;
  readonly " $fragmentType": "LineGrid_line";
};
export type LineGrid_line$key = {
  readonly " $data"?: LineGrid_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"LineGrid_line">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "LineGrid_line"
};

(node as any).hash = "b191d841f38b8de40a5d6fc721da5b35";

export default node;
