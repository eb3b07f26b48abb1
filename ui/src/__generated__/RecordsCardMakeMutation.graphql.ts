/**
 * @generated SignedSource<<866d4209396673de3d6032219c1d4cb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionRecordsAskInput = {
  requestKey?: string | null | undefined;
};
export type RecordsCardMakeMutation$variables = {
  input?: RetentionRecordsAskInput | null | undefined;
};
export type RecordsCardMakeMutation$data = {
  readonly retentionInternalReportMake: {
    readonly job: {
      readonly number: number;
      readonly status: string;
    };
  } | null | undefined;
};
export type RecordsCardMakeMutation = {
  response: RecordsCardMakeMutation$data;
  variables: RecordsCardMakeMutation$variables;
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
    "concreteType": "RetentionRecordsAskPayload",
    "kind": "LinkedField",
    "name": "retentionInternalReportMake",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionRecordsJob",
        "kind": "LinkedField",
        "name": "job",
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
    "name": "RecordsCardMakeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordsCardMakeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4e6b7745c7fcf0147e791bfcdcaf0c72",
    "id": null,
    "metadata": {},
    "name": "RecordsCardMakeMutation",
    "operationKind": "mutation",
    "text": "mutation RecordsCardMakeMutation(\n  $input: RetentionRecordsAskInput\n) {\n  retentionInternalReportMake(input: $input) {\n    job {\n      number\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d244ef5a44d6c7d7f5ccd9b6a9e544d";

export default node;
