/**
 * @generated SignedSource<<2d16d98f3009ffb7d933d8528ca62765>>
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
      readonly " $fragmentSpreads": FragmentRefs<"Attachments_file">;
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

(node as any).hash = "a23123f80c926504c9c5f85339680e5a";

export default node;
