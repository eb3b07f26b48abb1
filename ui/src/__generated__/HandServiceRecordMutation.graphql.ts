/**
 * @generated SignedSource<<defcb5627fdaffa48b3efbc8fbd7643f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceManner = "EMAIL" | "LEFT" | "PERSONAL" | "POST" | "%future added value";
export type AdjudicationServiceInput = {
  contractId: string;
  manner?: ServiceManner | null | undefined;
  number: number;
  servedOn?: any | null | undefined;
  servedTo?: string | null | undefined;
};
export type HandServiceRecordMutation$variables = {
  input: AdjudicationServiceInput;
};
export type HandServiceRecordMutation$data = {
  readonly adjudicationNoticeRecordService: {
    readonly notice: {
      readonly number: number;
      readonly status: string;
    };
  } | null | undefined;
};
export type HandServiceRecordMutation = {
  response: HandServiceRecordMutation$data;
  variables: HandServiceRecordMutation$variables;
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
    "concreteType": "AdjudicationNoticePayload",
    "kind": "LinkedField",
    "name": "adjudicationNoticeRecordService",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjudicationNotice",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "HandServiceRecordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HandServiceRecordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "47fb80971a38011bff2f8dd6929c4d8c",
    "id": null,
    "metadata": {},
    "name": "HandServiceRecordMutation",
    "operationKind": "mutation",
    "text": "mutation HandServiceRecordMutation(\n  $input: AdjudicationServiceInput!\n) {\n  adjudicationNoticeRecordService(input: $input) {\n    notice {\n      number\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "748d0d20baf47a5b8ba1b279a03d1036";

export default node;
