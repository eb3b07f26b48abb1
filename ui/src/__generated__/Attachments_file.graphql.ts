/**
 * @generated SignedSource<<430a6c48addb875626b8c837f9cd2411>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Attachments_file$data = {
  readonly contentType: string | null | undefined;
  readonly filename: string;
  readonly id: string;
  readonly isImage: boolean;
  readonly size: any | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "Attachments_file";
};
export type Attachments_file$key = {
  readonly " $data"?: Attachments_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"Attachments_file">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "Attachments_file"
};

(node as any).hash = "88f87db6f66bdb07424ef69b100dd8e1";

export default node;
