/**
 * @generated SignedSource<<f42b133d07ef2e49ddafa68c27a2a07b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionDefectNoticeRefInput = {
  contractId: string;
  number: number;
};
export type DefectNoticeDialogServeMutation$variables = {
  input: RetentionDefectNoticeRefInput;
};
export type DefectNoticeDialogServeMutation$data = {
  readonly retentionDefectNoticeServe: {
    readonly notice: {
      readonly number: number;
    };
    readonly sentCount: number;
  } | null | undefined;
};
export type DefectNoticeDialogServeMutation = {
  response: DefectNoticeDialogServeMutation$data;
  variables: DefectNoticeDialogServeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RetentionDefectNoticePayload",
    "kind": "LinkedField",
    "name": "retentionDefectNoticeServe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionDefectNotice",
        "kind": "LinkedField",
        "name": "notice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DefectNoticeDialogServeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefectNoticeDialogServeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6206c82a477a195453d3ad542f3ee240",
    "id": null,
    "metadata": {},
    "name": "DefectNoticeDialogServeMutation",
    "operationKind": "mutation",
    "text": "mutation DefectNoticeDialogServeMutation(\n  $input: RetentionDefectNoticeRefInput!\n) {\n  retentionDefectNoticeServe(input: $input) {\n    sentCount\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f05d8854b4b796c92b9e55739d17193";

export default node;
