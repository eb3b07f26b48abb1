/**
 * @generated SignedSource<<b4810a257aca9e02be6acc6734bac0fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MemberScheduleRemindersUpdateInput = {
  scheduleReminders: boolean;
};
export type ScheduleRemindersCardMutation$variables = {
  input: MemberScheduleRemindersUpdateInput;
};
export type ScheduleRemindersCardMutation$data = {
  readonly memberScheduleRemindersUpdate: {
    readonly member: {
      readonly id: string;
      readonly scheduleReminders: boolean | null | undefined;
    };
  } | null | undefined;
};
export type ScheduleRemindersCardMutation = {
  response: ScheduleRemindersCardMutation$data;
  variables: ScheduleRemindersCardMutation$variables;
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
    "concreteType": "MemberScheduleRemindersUpdatePayload",
    "kind": "LinkedField",
    "name": "memberScheduleRemindersUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduleReminders",
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
    "name": "ScheduleRemindersCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScheduleRemindersCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5991dfc91dbf116c797c86445b0a22d7",
    "id": null,
    "metadata": {},
    "name": "ScheduleRemindersCardMutation",
    "operationKind": "mutation",
    "text": "mutation ScheduleRemindersCardMutation(\n  $input: MemberScheduleRemindersUpdateInput!\n) {\n  memberScheduleRemindersUpdate(input: $input) {\n    member {\n      id\n      scheduleReminders\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa41126f6ae807818ffac0251648e1de";

export default node;
